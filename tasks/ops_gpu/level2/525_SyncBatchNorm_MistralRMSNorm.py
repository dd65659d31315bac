"""SyncBatchNorm -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 849, transformers#2, dim 0 x1634)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """SyncBatchNorm -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=16)
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=8)

    def forward(self, x):
        x = self.syncbatchnorm_0(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(6536, 16, 8, 8, 8)]


def get_init_inputs():
    return []
