"""hf.MishActivation -> torch.logcumsumexp: synthesised by warpgym synth (seed 7, index 809, transformers#2, dim 0 x9125)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> torch.logcumsumexp"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = torch.logcumsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(1168000, 256)]


def get_init_inputs():
    return []
