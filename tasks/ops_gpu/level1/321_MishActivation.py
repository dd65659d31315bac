"""hf.MishActivation: synthesised by warpgym synth (seed 7, index 4663, transformers#1, dim 0 x1743)."""
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
    return [torch.randn(55776, 128, 64)]


def get_init_inputs():
    return []
