"""F.hardshrink -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 2653, transformers#2, dim 0 x2076)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """F.hardshrink -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = F.hardshrink(x)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(33216, 64, 128)]


def get_init_inputs():
    return []
