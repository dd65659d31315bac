"""hf.SqrtSoftplusActivation -> LogSigmoid -> F.elu: synthesised by warpgym synth (seed 7, index 4374, transformers#3, dim 0 x661)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> LogSigmoid -> F.elu"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.logsigmoid_1(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(42304, 1024)]


def get_init_inputs():
    return []
