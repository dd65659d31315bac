"""ConstantPad1d -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 2971, transformers#2, dim 0 x1154)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """ConstantPad1d -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(9232, 64, 16, 16)]


def get_init_inputs():
    return []
