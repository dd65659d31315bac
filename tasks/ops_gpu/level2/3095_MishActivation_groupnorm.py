"""hf.MishActivation -> F.group_norm: synthesised by warpgym synth (seed 7, index 4893, transformers#2, dim 0 x2046)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(16368, 256, 128)]


def get_init_inputs():
    return []
