"""hf.FastGELUActivation -> F.glu: synthesised by warpgym synth (seed 7, index 1991, transformers#2, dim 0 x139)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> F.glu"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(2224, 64, 128)]


def get_init_inputs():
    return []
