"""hf.MishActivation -> F.hardsigmoid: synthesised by warpgym synth (seed 9, index 346, transformers#2, dim 0 x4765)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(9530, 8, 8, 16, 16)]


def get_init_inputs():
    return []
