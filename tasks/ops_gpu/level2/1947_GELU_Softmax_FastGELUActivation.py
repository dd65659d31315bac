"""GELU -> Softmax -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 3076, transformers#3, dim 0 x333)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """GELU -> Softmax -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.softmax_1 = nn.Softmax()
        self.fastgeluactivation_2 = FastGELUActivation()

    def forward(self, x):
        x = self.gelu_0(x)
        x = self.softmax_1(x)
        x = self.fastgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(10656, 128, 64)]


def get_init_inputs():
    return []
