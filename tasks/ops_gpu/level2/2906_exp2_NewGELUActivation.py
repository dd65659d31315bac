"""torch.exp2 -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 4595, transformers#2, dim 0 x834)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.exp2 -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x):
        x = torch.exp2(x)
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(427008, 256)]


def get_init_inputs():
    return []
