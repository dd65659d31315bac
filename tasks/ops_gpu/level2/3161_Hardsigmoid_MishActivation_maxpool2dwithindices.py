"""Hardsigmoid -> hf.MishActivation -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 4984, transformers#3, dim 0 x2640)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """Hardsigmoid -> hf.MishActivation -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.mishactivation_1(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(84480, 128, 64)]


def get_init_inputs():
    return []
