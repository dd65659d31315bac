"""hf.MishActivation -> torch.narrow_copy: synthesised by warpgym synth (seed 7, index 2802, transformers#2, dim 0 x4493)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> torch.narrow_copy"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = torch.narrow_copy(x, -1, 2, 2)
        return x


def get_inputs():
    return [torch.randn(71888, 64, 128)]


def get_init_inputs():
    return []
