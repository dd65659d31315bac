"""Softmax -> F.pad -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 437, transformers#3, dim 0 x2561)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """Softmax -> F.pad -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.mishactivation_2 = MishActivation()

    def forward(self, x):
        x = self.softmax_0(x)
        x = F.pad(x, pad=[1, 1])
        x = self.mishactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(163904, 1024)]


def get_init_inputs():
    return []
