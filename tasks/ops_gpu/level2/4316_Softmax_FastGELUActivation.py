"""Softmax -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 6781, transformers#2, dim 0 x1021)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """Softmax -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = self.softmax_0(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(4084, 32, 32, 32)]


def get_init_inputs():
    return []
