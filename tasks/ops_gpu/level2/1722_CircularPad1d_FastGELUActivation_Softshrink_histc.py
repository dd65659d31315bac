"""CircularPad1d -> hf.FastGELUActivation -> Softshrink -> torch.histc: synthesised by warpgym synth (seed 7, index 2732, transformers#4, dim 0 x741)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """CircularPad1d -> hf.FastGELUActivation -> Softshrink -> torch.histc"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)
        self.fastgeluactivation_1 = FastGELUActivation()
        self.softshrink_2 = nn.Softshrink()

    def forward(self, x):
        x = self.circularpad1d_0(x)
        x = self.fastgeluactivation_1(x)
        x = self.softshrink_2(x)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(23712, 128, 64)]


def get_init_inputs():
    return []
