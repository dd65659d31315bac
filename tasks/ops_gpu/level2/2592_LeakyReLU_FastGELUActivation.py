"""LeakyReLU -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 4098, transformers#2, dim 0 x757)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """LeakyReLU -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(3028, 32, 32, 32)]


def get_init_inputs():
    return []
