"""F.leaky_relu -> torch.hypot -> hf.QuickGELUActivation -> Threshold -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 4401, transformers#5, dim 0 x192)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """F.leaky_relu -> torch.hypot -> hf.QuickGELUActivation -> Threshold -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_2 = QuickGELUActivation()
        self.threshold_3 = nn.Threshold(threshold=0.5, value=0.5)
        self.constantpad3d_4 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = F.leaky_relu(x)
        x = torch.hypot(x, x1)
        x = self.quickgeluactivation_2(x)
        x = self.threshold_3(x)
        x = self.constantpad3d_4(x)
        return x


def get_inputs():
    return [torch.randn(6144, 128, 64), torch.randn(6144, 128, 64)]


def get_init_inputs():
    return []
