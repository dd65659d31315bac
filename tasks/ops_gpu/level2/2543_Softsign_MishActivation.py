"""Softsign -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 4027, transformers#2, dim 0 x1743)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """Softsign -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(13944, 16, 32, 32)]


def get_init_inputs():
    return []
