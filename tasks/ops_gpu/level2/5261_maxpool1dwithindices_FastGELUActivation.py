"""F.max_pool1d_with_indices -> hf.FastGELUActivation: synthesised by warpgym synth (seed 9, index 817, transformers#2, dim 0 x6249)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """F.max_pool1d_with_indices -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(799872, 256)]


def get_init_inputs():
    return []
