"""ReLU -> hf.FastGELUActivation: synthesised by warpgym synth (seed 8, index 32, transformers#2, dim 0 x7267)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """ReLU -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = self.relu_0(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(14534, 8, 8, 16, 16)]


def get_init_inputs():
    return []
