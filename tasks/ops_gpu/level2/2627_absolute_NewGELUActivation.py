"""torch.absolute -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 4161, transformers#2, dim 0 x334)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.absolute -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x):
        x = torch.absolute(x)
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(5344, 32, 256)]


def get_init_inputs():
    return []
