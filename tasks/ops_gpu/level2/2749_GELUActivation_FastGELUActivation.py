"""hf.GELUActivation -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 4339, transformers#2, dim 0 x151)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(2416, 32, 256)]


def get_init_inputs():
    return []
