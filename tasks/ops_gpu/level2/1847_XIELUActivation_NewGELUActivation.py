"""hf.XIELUActivation -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 2926, transformers#2, dim 0 x510)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(261120, 256)]


def get_init_inputs():
    return []
