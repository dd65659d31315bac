"""hf.MishActivation -> F.gelu: synthesised by warpgym synth (seed 7, index 2349, transformers#2, dim 0 x1875)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> F.gelu"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = F.gelu(x)
        return x


def get_inputs():
    return [torch.randn(30000, 32, 16, 16)]


def get_init_inputs():
    return []
