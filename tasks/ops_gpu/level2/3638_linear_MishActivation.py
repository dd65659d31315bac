"""F.linear -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 5710, transformers#2, dim 0 x71)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """F.linear -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x, x1):
        x = F.linear(x, x1)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(4544, 1024), torch.randn(4544, 1024)]


def get_init_inputs():
    return []
