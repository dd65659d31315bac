"""Tanh -> hf.MistralRMSNorm -> Linear -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 5895, transformers#4, dim 0 x9001)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """Tanh -> hf.MistralRMSNorm -> Linear -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=256)
        self.linear_2 = nn.Linear(in_features=256, out_features=256)
        self.replicationpad1d_3 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.tanh_0(x)
        x = self.mistralrmsnorm_1(x)
        x = self.linear_2(x)
        x = self.replicationpad1d_3(x)
        return x


def get_inputs():
    return [torch.randn(1152128, 256)]


def get_init_inputs():
    return []
