"""SELU -> hf.LaplaceActivation -> F.pad: synthesised by warpgym synth (seed 7, index 5771, transformers#3, dim 0 x962)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """SELU -> hf.LaplaceActivation -> F.pad"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.laplaceactivation_1(x)
        x = F.pad(x, pad=[1, 1])
        return x


def get_inputs():
    return [torch.randn(30784, 128, 64)]


def get_init_inputs():
    return []
