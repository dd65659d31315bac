"""hf.MishActivation: synthesised by warpgym synth (seed 8, index 345, transformers#1, dim 0 x3016)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(48256, 32, 256)]


def get_init_inputs():
    return []
