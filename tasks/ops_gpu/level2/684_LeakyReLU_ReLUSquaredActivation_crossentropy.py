"""LeakyReLU -> hf.ReLUSquaredActivation -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 1065, transformers#3, dim 0 x249)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """LeakyReLU -> hf.ReLUSquaredActivation -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x, x1):
        x = self.leakyrelu_0(x)
        x = self.relusquaredactivation_1(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(3984, 32, 256), torch.randn(3984, 32, 256)]


def get_init_inputs():
    return []
