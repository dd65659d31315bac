"""Tanhshrink -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 1787, transformers#2, dim 0 x458)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """Tanhshrink -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(3664, 64, 16, 16)]


def get_init_inputs():
    return []
