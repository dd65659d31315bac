"""hf.MishActivation -> F.instance_norm: synthesised by warpgym synth (seed 7, index 6938, transformers#2, dim 0 x383)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> F.instance_norm"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(12256, 128, 64)]


def get_init_inputs():
    return []
