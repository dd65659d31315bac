"""hf.FastGELUActivation -> Softmax: synthesised by warpgym synth (seed 7, index 2811, transformers#2, dim 0 x489)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> Softmax"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(15648, 128, 64)]


def get_init_inputs():
    return []
