"""hf.SiLUActivation -> hf.FastGELUActivation -> torch.subtract: synthesised by warpgym synth (seed 7, index 5149, transformers#3, dim 0 x873)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> hf.FastGELUActivation -> torch.subtract"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x, x1):
        x = self.siluactivation_0(x)
        x = self.fastgeluactivation_1(x)
        x = torch.subtract(x, x1)
        return x


def get_inputs():
    return [torch.randn(13968, 32, 16, 16), torch.randn(13968, 32, 16, 16)]


def get_init_inputs():
    return []
