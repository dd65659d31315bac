"""LeakyReLU -> hf.NewGELUActivation -> torch.square -> LayerNorm: synthesised by warpgym synth (seed 7, index 6071, transformers#4, dim 0 x175)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """LeakyReLU -> hf.NewGELUActivation -> torch.square -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.newgeluactivation_1 = NewGELUActivation()
        self.layernorm_3 = nn.LayerNorm(normalized_shape=16)

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.newgeluactivation_1(x)
        x = torch.square(x)
        x = self.layernorm_3(x)
        return x


def get_inputs():
    return [torch.randn(2800, 32, 16, 16)]


def get_init_inputs():
    return []
