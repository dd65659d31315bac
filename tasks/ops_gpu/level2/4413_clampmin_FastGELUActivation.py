"""torch.clamp_min -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 6934, transformers#2, dim 0 x648)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """torch.clamp_min -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = torch.clamp_min(x, 0.5)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(20736, 128, 64)]


def get_init_inputs():
    return []
