"""torch.div -> F.glu -> LogSigmoid -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 4449, transformers#4, dim 0 x8637)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.div -> F.glu -> LogSigmoid -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_2 = nn.LogSigmoid()
        self.laplaceactivation_3 = LaplaceActivation()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = F.glu(x)
        x = self.logsigmoid_2(x)
        x = self.laplaceactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(17274, 8, 8, 16, 16), torch.randn(17274, 8, 8, 16, 16)]


def get_init_inputs():
    return []
