"""hf.FastGELUActivation -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 4523, transformers#2, dim 0 x932)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(7456, 64, 16, 16)]


def get_init_inputs():
    return []
