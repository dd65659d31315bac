"""torch.sin -> F.softmax -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 9, index 258, transformers#3, dim 0 x626)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """torch.sin -> F.softmax -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_2 = AccurateGELUActivation()

    def forward(self, x):
        x = torch.sin(x)
        x = F.softmax(x)
        x = self.accurategeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(80128, 256)]


def get_init_inputs():
    return []
