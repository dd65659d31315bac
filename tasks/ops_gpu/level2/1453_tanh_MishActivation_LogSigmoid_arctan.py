"""F.tanh -> hf.MishActivation -> LogSigmoid -> torch.arctan: synthesised by warpgym synth (seed 7, index 2319, transformers#4, dim 0 x8070)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """F.tanh -> hf.MishActivation -> LogSigmoid -> torch.arctan"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()
        self.logsigmoid_2 = nn.LogSigmoid()

    def forward(self, x):
        x = F.tanh(x)
        x = self.mishactivation_1(x)
        x = self.logsigmoid_2(x)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(16140, 8, 8, 16, 16)]


def get_init_inputs():
    return []
