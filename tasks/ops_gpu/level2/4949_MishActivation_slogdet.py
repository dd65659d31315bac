"""hf.MishActivation -> torch.slogdet: synthesised by warpgym synth (seed 9, index 355, transformers#2, dim 0 x1884)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> torch.slogdet"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = torch.slogdet(x)[0]
        return x


def get_inputs():
    return [torch.randn(30144, 32, 16, 16)]


def get_init_inputs():
    return []
