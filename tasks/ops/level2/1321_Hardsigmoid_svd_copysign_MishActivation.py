"""Hardsigmoid -> torch.svd -> torch.copysign -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 1753, transformers#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """Hardsigmoid -> torch.svd -> torch.copysign -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.mishactivation_3 = MishActivation()

    def forward(self, x, x1):
        x = self.hardsigmoid_0(x)
        x = torch.svd(x)[0]
        x = torch.copysign(x, x1)
        x = self.mishactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(128, 256), torch.randn(128, 128)]


def get_init_inputs():
    return []
