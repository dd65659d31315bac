"""Sigmoid -> hf.XIELUActivation -> F.pad: synthesised by warpgym synth (seed 7, index 5740, transformers#3, dim 0 x4072)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """Sigmoid -> hf.XIELUActivation -> F.pad"""

    def __init__(self):
        super().__init__()
        self.sigmoid_0 = nn.Sigmoid()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = self.sigmoid_0(x)
        x = self.xieluactivation_1(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(521216, 256)]


def get_init_inputs():
    return []
