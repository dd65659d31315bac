"""hf.FastGELUActivation -> torch.add: synthesised by warpgym synth (seed 7, index 5092, transformers#2, dim 0 x443)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> torch.add"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()

    def forward(self, x, x1):
        x = self.fastgeluactivation_0(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(7088, 32, 256), torch.randn(7088, 32, 256)]


def get_init_inputs():
    return []
