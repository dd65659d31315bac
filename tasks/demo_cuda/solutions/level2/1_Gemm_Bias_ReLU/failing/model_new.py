import torch
import torch.nn as nn

import cuda_extension


class ModelNew(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)  # holds linear.weight / linear.bias; never called

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cuda_extension.linear_relu(x, self.linear.weight, self.linear.bias)
