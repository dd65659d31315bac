"""ConstantPad1d -> Threshold -> hf.QuickGELUActivation -> F.cross_entropy: synthesised by warpgym synth (seed 8, index 361, transformers#4, dim 0 x1325)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """ConstantPad1d -> Threshold -> hf.QuickGELUActivation -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)
        self.quickgeluactivation_2 = QuickGELUActivation()

    def forward(self, x, x1):
        x = self.constantpad1d_0(x)
        x = self.threshold_1(x)
        x = self.quickgeluactivation_2(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(5300, 16, 8, 8, 8), torch.randn(5300, 16, 8, 8, 10)]


def get_init_inputs():
    return []
