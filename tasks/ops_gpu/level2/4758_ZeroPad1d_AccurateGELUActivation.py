"""ZeroPad1d -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 9, index 53, transformers#2, dim 0 x1650)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """ZeroPad1d -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(6600, 32, 32, 32)]


def get_init_inputs():
    return []
