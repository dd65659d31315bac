"""ZeroPad1d -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 2242, transformers#2, dim 0 x14091)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """ZeroPad1d -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(56364, 16, 8, 8, 8)]


def get_init_inputs():
    return []
