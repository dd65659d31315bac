"""ConstantPad1d -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 362, transformers#2, dim 0 x912)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """ConstantPad1d -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(7296, 64, 16, 16)]


def get_init_inputs():
    return []
