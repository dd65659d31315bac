"""torch.frexp -> hf.LaplaceActivation -> MaxPool1d: synthesised by warpgym synth (seed 7, index 3014, transformers#3, dim 0 x714)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.frexp -> hf.LaplaceActivation -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()
        self.maxpool1d_2 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = self.laplaceactivation_1(x)
        x = self.maxpool1d_2(x)
        return x


def get_inputs():
    return [torch.randn(91392, 256)]


def get_init_inputs():
    return []
