"""F.leaky_relu -> torch.exp -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 1143, transformers#3, dim 0 x65)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """F.leaky_relu -> torch.exp -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_2 = XIELUActivation()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.exp(x)
        x = self.xieluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(16640, 512)]


def get_init_inputs():
    return []
