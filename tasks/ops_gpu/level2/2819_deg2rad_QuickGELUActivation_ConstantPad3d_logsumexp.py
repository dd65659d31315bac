"""torch.deg2rad -> hf.QuickGELUActivation -> ConstantPad3d -> torch.logsumexp: synthesised by warpgym synth (seed 7, index 4452, transformers#4, dim 0 x1450)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.deg2rad -> hf.QuickGELUActivation -> ConstantPad3d -> torch.logsumexp"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()
        self.constantpad3d_2 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = torch.deg2rad(x)
        x = self.quickgeluactivation_1(x)
        x = self.constantpad3d_2(x)
        x = torch.logsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(11600, 16, 32, 32)]


def get_init_inputs():
    return []
